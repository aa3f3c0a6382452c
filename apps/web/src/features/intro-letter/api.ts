import { introLetterApi, type IntroLetterBody, type IntroLetterPageQuery, type IntroLetterVoidBody } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

/** Whose letters a list shows: the user's own (办公申请) or the office's (the approve function). */
export type LetterScope = 'mine' | 'office';
export type LetterFilters = Omit<IntroLetterPageQuery, 'current' | 'size'>;

export const letterKeys = {
  all: ['intro-letters'] as const,
  page: (scope: LetterScope, q: object) => ['intro-letters', scope, q] as const,
  cases: (term: string) => ['intro-letters', 'cases', term] as const,
};

export const getLetterPage = (scope: LetterScope, q: IntroLetterPageQuery) => call(scope === 'mine' ? introLetterApi.mine : introLetterApi.page, { query: q });

export const useLetterPage = (scope: LetterScope, q: IntroLetterPageQuery) =>
  useQuery({ queryKey: letterKeys.page(scope, q), queryFn: () => getLetterPage(scope, q), placeholderData: keepPreviousData });

/** Cases found by business number, for the 关联业务 picker (nothing until something is typed). */
export const useCaseOptions = (term: string) =>
  useQuery({
    queryKey: letterKeys.cases(term),
    queryFn: () => call(introLetterApi.cases, { query: { businessNumber: term } }),
    enabled: term.length > 0,
    staleTime: 30_000,
  });

export const useApplyLetter = () => useRefreshingMutation((body: IntroLetterBody) => call(introLetterApi.apply, { body }), letterKeys.all);
export const useVoidLetter = () => useRefreshingMutation((body: IntroLetterVoidBody) => call(introLetterApi.voidLetter, { body }), letterKeys.all);

export const printLetter = (id: number, letterNo: string) => download(introLetterApi.print, `介绍信-${letterNo}.pdf`, { query: { id } });
