import { Alert, Container, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { countLeads } from '@/features/admin/admin-api';
import { initialLeadQuery, type LeadQuery } from '@/features/admin/lead-query';
import { EventLeadsPanel } from '@/features/admin/event-totals';
import { LeadTable } from '@/features/admin/lead-table';
import { useAuth } from '@/auth/use-auth';
import { useOnline } from '@/hooks/use-online';
import { showToast } from '@/toasts/show-toast';
import { leadKindNames, leadKinds, type LeadKind } from '@/shared/leads/lead-kinds';

const accessDenied = 'Access denied. Admin privileges required.';

/** The tabs in the dashboard's order: messages first, as they need the quickest answer. */
const tabOrder: LeadKind[] = ['contact', 'booking', 'application', 'event'];

const count = new Intl.NumberFormat('en-US');

async function countAll(): Promise<Record<LeadKind, number>> {
  const totals = await Promise.all(leadKindNames.map((kind) => countLeads(leadKinds[kind])));
  return Object.fromEntries(leadKindNames.map((kind, index) => [kind, totals[index]])) as Record<
    LeadKind,
    number
  >;
}

/** /admin: every lead that came in, a page at a time, for admins only; never cached. */
export function AdminPage() {
  const { status, user, isAdmin } = useAuth();
  const online = useOnline();
  const checking = status === 'loading' || (status === 'signedIn' && user?.isAdmin === null);
  // Offline, nobody is refused: the admin check itself needs the network.
  const refused = online && !checking && !isAdmin;
  const enabled = isAdmin && online;
  // The totals beside the tab names; the lists do not wait for them.
  const [counts, setCounts] = useState<Record<LeadKind, number> | null>(null);
  const [queries, setQueries] = useState(
    () =>
      Object.fromEntries(leadKindNames.map((kind) => [kind, initialLeadQuery])) as Record<
        LeadKind,
        LeadQuery
      >,
  );
  const [tab, setTab] = useState<LeadKind>('contact');

  useEffect(() => {
    if (refused) showToast('error', accessDenied, 'Error');
  }, [refused]);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Without totals the tabs keep their plain names; a list that cannot load says why.
    countAll().then(
      (totals) => current && setCounts(totals),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  const setQuery = useCallback(
    (kind: LeadKind) => (query: LeadQuery) =>
      setQueries((before) => ({ ...before, [kind]: query })),
    [],
  );

  if (refused) return <Navigate to="/auth" replace />;

  return (
    <Container size="xl" py="xl">
      <Title order={1}>Admin Dashboard</Title>
      {!online ? (
        <Alert mt="lg" color="yellow" title="You're offline">
          The admin dashboard needs an internet connection. It will load when you are back online.
        </Alert>
      ) : checking ? (
        <Text mt="lg">Loading...</Text>
      ) : (
        <Tabs
          value={tab}
          onChange={(next) => next && setTab(next as LeadKind)}
          keepMounted={false}
          mt="lg"
        >
          <Tabs.List>
            {tabOrder.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {counts
                  ? `${leadKinds[kind].admin.tabLabel} (${count.format(counts[kind])})`
                  : leadKinds[kind].admin.tabLabel}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabOrder.map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              {kind === 'event' ? (
                <EventLeadsPanel query={queries[kind]} onQueryChange={setQuery(kind)} />
              ) : (
                <LeadTable
                  description={leadKinds[kind]}
                  query={queries[kind]}
                  onQueryChange={setQuery(kind)}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
