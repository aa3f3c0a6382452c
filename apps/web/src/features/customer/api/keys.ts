/** Query keys of the customer pages; every mutation refreshes its kind's `all`. */
export const customerKeys = {
  personal: ['customer', 'personal'] as const,
  personalPage: (q: object) => ['customer', 'personal', 'page', q] as const,
  institution: ['customer', 'institution'] as const,
  institutionPage: (q: object) => ['customer', 'institution', 'page', q] as const,
};
