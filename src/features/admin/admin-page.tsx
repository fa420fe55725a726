import { Alert, Container, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import {
  applicationColumns,
  consultationColumns,
  contactColumns,
} from '@/features/admin/lead-columns';
import { LeadTable } from '@/features/admin/lead-table';
import { useAdminData } from '@/features/admin/use-admin-data';
import { useAuth } from '@/hooks/use-auth';
import { useOnline } from '@/hooks/use-online';
import { showToast } from '@/lib/toast';

const accessDenied = 'Access denied. Admin privileges required.';

/** /admin: every lead that came in, for admins only; never cached on the device. */
export function AdminPage() {
  const { status, user, isAdmin } = useAuth();
  const online = useOnline();
  const checking = status === 'loading' || (status === 'signedIn' && user?.isAdmin === null);
  // Offline, nobody is refused: the admin check itself needs the network.
  const refused = online && !checking && !isAdmin;
  const { load, changeStatus } = useAdminData(isAdmin && online);
  const consultationCols = useMemo(() => consultationColumns(changeStatus), [changeStatus]);

  useEffect(() => {
    if (refused) showToast('error', accessDenied, 'Error');
  }, [refused]);

  if (refused) return <Navigate to="/auth" replace />;

  return (
    <Container size="xl" py="xl">
      <Title order={1}>Admin Dashboard</Title>
      {!online ? (
        <Alert mt="lg" color="yellow" title="You're offline">
          The admin dashboard needs an internet connection. It will load when you are back online.
        </Alert>
      ) : checking || load.state === 'loading' ? (
        <Text mt="lg">Loading...</Text>
      ) : load.state === 'failed' ? (
        <Alert mt="lg" color="red" role="alert">
          {`Failed to load data: ${load.reason}`}
        </Alert>
      ) : (
        <Tabs defaultValue="contacts" mt="lg">
          <Tabs.List>
            <Tabs.Tab value="contacts">Contact Submissions ({load.data.contacts.length})</Tabs.Tab>
            <Tabs.Tab value="consultations">
              Consultations ({load.data.consultations.length})
            </Tabs.Tab>
            <Tabs.Tab value="applications">
              Job Applications ({load.data.applications.length})
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="contacts">
            <LeadTable
              title="Contact submissions"
              rows={load.data.contacts}
              columns={contactColumns}
              emptyText="No contact submissions yet"
              csvName="contact-submissions.csv"
            />
          </Tabs.Panel>
          <Tabs.Panel value="consultations">
            <LeadTable
              title="Consultations"
              rows={load.data.consultations}
              columns={consultationCols}
              emptyText="No consultation bookings yet"
              csvName="consultations.csv"
            />
          </Tabs.Panel>
          <Tabs.Panel value="applications">
            <LeadTable
              title="Job applications"
              rows={load.data.applications}
              columns={applicationColumns}
              emptyText="No job applications yet"
              csvName="job-applications.csv"
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
