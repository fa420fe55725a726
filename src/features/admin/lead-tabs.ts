import { leadKindNames, leadKinds, type LeadKind } from '@/shared/leads/lead-kinds';

/** The dashboard's lead tabs: every registered kind, in its description's tabOrder. */
export const leadTabs: readonly LeadKind[] = [...leadKindNames].sort(
  (one, other) => leadKinds[one].admin.tabOrder - leadKinds[other].admin.tabOrder,
);
