import { create } from 'zustand';

export interface TagView {
  /** Pathname; identifies the view. */
  path: string;
  /** Path with query, used to return to the view. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

interface TagsState {
  visited: TagView[];
  /** Bumped to re-mount a cached view (tab refresh). */
  versions: Record<string, number>;
  add(view: TagView): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  /** After a role switch or logout: no views; the layout re-adds the affix views the new routes allow. */
  clear(): void;
  refresh(path: string): void;
}

const keepAffix = (views: TagView[]) => views.filter((v) => v.affix);

export const useTags = create<TagsState>()((set) => ({
  visited: [],
  versions: {},
  add(view) {
    set((s) => {
      const i = s.visited.findIndex((v) => v.path === view.path);
      if (i === -1) {
        const visited = view.affix ? [view, ...s.visited] : [...s.visited, view];
        return { visited };
      }
      const visited = s.visited.slice();
      visited[i] = { ...visited[i], fullPath: view.fullPath, title: view.title };
      return { visited };
    });
  },
  close(path) {
    set((s) => ({ visited: s.visited.filter((v) => v.path !== path || v.affix) }));
  },
  closeOthers(path) {
    set((s) => ({ visited: s.visited.filter((v) => v.affix || v.path === path) }));
  },
  closeAll() {
    set((s) => ({ visited: keepAffix(s.visited) }));
  },
  clear() {
    set({ visited: [], versions: {} });
  },
  refresh(path) {
    set((s) => ({ versions: { ...s.versions, [path]: (s.versions[path] ?? 0) + 1 } }));
  },
}));

/** Where to go after closing `path`: the last remaining view, or home. */
export function nextAfterClose(visited: TagView[], closed: string, home: string): string {
  const rest = visited.filter((v) => v.path !== closed);
  return rest.length ? rest[rest.length - 1].fullPath : home;
}
