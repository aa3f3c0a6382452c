import { useNavigate, useSearchParams } from 'react-router';
import { SignInPage } from '../components/sign-in-page';
import { afterLogin } from './after-login';

/** /login inside the loaded app (after signing out, or sent here by the route guard): signing in navigates in place. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <SignInPage onSignedIn={async () => void navigate(await afterLogin(params.get('redirect')), { replace: true })} />;
}
