export interface SearchEntry {
  path: string;
  title: string;
  section: string;
  /** Full pinyin without tones or spaces: 账号管理 → zhanghaoguanli. */
  full: string;
  /** Initials: 账号管理 → zhgl. */
  initials: string;
}

/** pinyin-pro carries a large dictionary, so it is loaded only when the search box is used. */
export async function buildSearchIndex(pages: { path: string; title: string; section: string }[]): Promise<SearchEntry[]> {
  const { pinyin } = await import('pinyin-pro');
  return pages.map((p) => ({
    ...p,
    full: pinyin(p.title, { toneType: 'none', type: 'array' }).join('').toLowerCase(),
    initials: pinyin(p.title, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase(),
  }));
}

export function searchMenu(index: SearchEntry[], query: string): SearchEntry[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return [];
  return index.filter((e) => e.title.includes(q) || e.section.includes(q) || e.full.includes(q) || e.initials.includes(q));
}
