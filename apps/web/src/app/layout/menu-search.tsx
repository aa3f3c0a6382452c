import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import i18n from '../../i18n';
import { withTid } from '../../lib/navigation';
import { useSession } from '../../stores/session-store';
import { buildSearchIndex, searchMenu, type SearchEntry } from './menu-search-index';

export function MenuSearch() {
  const routes = useSession((s) => s.routes);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<SearchEntry[] | null>(null);
  const pages = useMemo(() => routes.filter((r) => !r.hidden).map((r) => ({ path: r.path, title: i18n.t(r.title), section: r.sectionTitle })), [routes]);

  const load = () => {
    if (!index) void buildSearchIndex(pages).then(setIndex);
  };
  const results = index && query ? searchMenu(index, query) : [];

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      value={null}
      placeholder="搜索菜单（支持拼音）"
      suffixIcon={<SearchOutlined />}
      onFocus={load}
      style={{ width: 200 }}
      aria-label="菜单搜索"
      data-testid="menu-search"
      notFoundContent={query ? '没有匹配的菜单' : null}
      options={results.map((e) => ({ value: e.path, label: `${e.section} / ${e.title}` }))}
      onSelect={(path) => {
        if (!path) return;
        setQuery('');
        navigate(withTid(path));
      }}
    />
  );
}
