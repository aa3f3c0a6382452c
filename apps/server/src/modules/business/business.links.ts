/** The web pages of a case's steps; `?id=` on any of them opens the case there. */
export const CASE_PAGES = ['accept', 'approve', 'certificate', 'archives'] as const;
export type CasePage = (typeof CASE_PAGES)[number];

export const caseLink = (page: CasePage, id: number) => `/business/${page}?id=${id}`;
