/** The kinds of lead, as plain names (no schemas), for message types and storage. */
export const leadKindNames = ['booking', 'contact', 'application'] as const;
