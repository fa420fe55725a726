import { Container, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import '@/features/admin/admin-styles';
import { Navigate, useSearchParams } from 'react-router-dom';
import { initialLeadQuery, type LeadQuery } from '@/features/admin/lead-query';
import { AuditTrail } from '@/features/admin/audit-trail';
import { AvailabilityPanel } from '@/features/admin/availability-panel';
import { EventLeadsPanel } from '@/features/admin/event-totals';
import { HeldLeads } from '@/features/admin/held-leads';
import { PersonSearch } from '@/features/admin/person-search';
import { parseLeadLink } from '@/features/admin/lead-link';
import { leadTabs } from '@/features/admin/lead-tabs';
import { LeadTable } from '@/features/admin/lead-table';
import { SecondFactor } from '@/features/admin/second-factor';
import { useAssurance } from '@/features/admin/use-assurance';
import { useTabCounts, type KindCounts } from '@/features/admin/use-tab-counts';
import { WeekView } from '@/features/admin/week-view';
import { useAuth } from '@/auth/use-auth';
import { OfflineNotice } from '@/components/offline-notice';
import { useOnline } from '@/hooks/use-online';
import { showToast } from '@/toasts/show-toast';
import { leadKindNames, leadKinds, type LeadKind } from '@/shared/leads/lead-kinds';

const accessDenied = 'Access denied. Admin privileges required.';

/** After the leads: the bookings' week by host, and the hours they are made from. */
const bookingTabs = [
  { value: 'week', label: 'Week', panel: <WeekView /> },
  { value: 'availability', label: 'Availability', panel: <AvailabilityPanel /> },
] as const;

/** Then what was held as spam, one person's data, and what admins did. */
const trustTabs = [
  { value: 'held', label: 'Held', panel: <HeldLeads /> },
  { value: 'person', label: 'Find a person', panel: <PersonSearch /> },
  { value: 'audit', label: 'Audit trail', panel: <AuditTrail /> },
] as const;
const otherTabs = [...bookingTabs, ...trustTabs];
type AdminTab = LeadKind | (typeof otherTabs)[number]['value'];

const count = new Intl.NumberFormat('en-US');

/** "Contact Submissions (60, 3 overdue)"; the plain name until the totals are in. */
function tabLabel(kind: LeadKind, totals: KindCounts | null, overdue: KindCounts | null) {
  const name = leadKinds[kind].admin.tabLabel;
  if (!totals) return name;
  const late = overdue?.[kind] ? `, ${count.format(overdue[kind])} overdue` : '';
  return `${name} (${count.format(totals[kind])}${late})`;
}

/** /admin: every lead that came in, a page at a time, for admins only; never cached. */
export function AdminPage() {
  const { status, user, isAdmin } = useAuth();
  const online = useOnline();
  const checking = status === 'loading' || (status === 'signedIn' && user?.isAdmin === null);
  // Offline, nobody is refused: the admin check itself needs the network.
  const refused = online && !checking && !isAdmin;
  // Admins read nothing below aal2 (row-level security): a code first, then the lists.
  const [assurance, recheckAssurance] = useAssurance(isAdmin && online, user);
  const enabled = isAdmin && online && assurance.state === 'verified';
  const { totals, overdue } = useTabCounts(enabled);
  // A staff mail's link (?kind=…&lead=…) opens its kind's tab, listing only that lead.
  const [searchParams, setSearchParams] = useSearchParams();
  const [link] = useState(() => parseLeadLink(searchParams));
  const [queries, setQueries] = useState(() => {
    const queries = Object.fromEntries(
      leadKindNames.map((kind) => [kind, initialLeadQuery]),
    ) as Record<LeadKind, LeadQuery>;
    if (link) queries[link.kind] = { ...initialLeadQuery, lead: link.lead };
    return queries;
  });
  const [tab, setTab] = useState<AdminTab>(link?.kind ?? leadTabs[0] ?? trustTabs[0].value);

  useEffect(() => {
    if (refused) showToast('error', accessDenied, 'Error');
  }, [refused]);

  const setQuery = useCallback(
    (kind: LeadKind) => (query: LeadQuery) => {
      setQueries((before) => ({ ...before, [kind]: query }));
      // Back to the whole list: a reload should not bring the one lead back.
      if (kind === link?.kind && !query.lead && searchParams.has('lead'))
        setSearchParams(new URLSearchParams(), { replace: true });
    },
    [link, searchParams, setSearchParams],
  );

  if (refused) return <Navigate to="/auth" replace />;

  return (
    <Container size="xl" py="xl">
      <Title order={1}>Admin Dashboard</Title>
      {!online ? (
        <OfflineNotice>
          The admin dashboard needs an internet connection. It will load when you are back online.
        </OfflineNotice>
      ) : checking ? (
        <Text mt="lg">Loading...</Text>
      ) : assurance.state !== 'verified' ? (
        <SecondFactor assurance={assurance} onVerified={recheckAssurance} />
      ) : (
        <Tabs
          value={tab}
          onChange={(next) => next && setTab(next as AdminTab)}
          keepMounted={false}
          mt="lg"
        >
          <Tabs.List>
            {leadTabs.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {tabLabel(kind, totals, overdue)}
              </Tabs.Tab>
            ))}
            {otherTabs.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {leadTabs.map((kind) => (
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
          {otherTabs.map(({ value, panel }) => (
            <Tabs.Panel key={value} value={value}>
              {panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
