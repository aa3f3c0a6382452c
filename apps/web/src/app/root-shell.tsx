import { App } from 'antd';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { setNotifier } from '../lib/notify';
import { documentTitle } from './document-title';
import { findRoute } from './routes';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

/** Wires the progress bar, the document title and the message API for code outside React. */
export function RootShell() {
  const navigation = useNavigation();
  const location = useLocation();
  const { message } = App.useApp();

  useEffect(() => {
    setNotifier({
      error: (content, seconds) => message.error(content, seconds),
      success: (content, seconds) => void message.success(content, seconds),
    });
    return () => setNotifier(null);
  }, [message]);

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    document.title = documentTitle(findRoute(location.pathname));
  }, [location.pathname]);

  return <Outlet />;
}
