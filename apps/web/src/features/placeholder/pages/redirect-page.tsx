import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTags } from '../../../stores/tags-store';

/** /redirect/{path}: re-mounts the target view (tab refresh). */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}`;
  useEffect(() => {
    useTags.getState().refresh(target);
    navigate(target + search, { replace: true });
  }, [target, search, navigate]);
  return null;
}
