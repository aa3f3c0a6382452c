import { App } from 'antd';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { setNotifier } from '../lib/notify';
import { documentTitle } from './document-title';
import { findRoute } from '../lib/routes';
import 'nprogress/nprogress.css';

// nprogress's own markup says role="bar", which is no ARIA role.
NProgress.configure({
  showSpinner: false,
  barSelector: '[role="progressbar"]',
  template: '<div class="bar" role="progressbar" aria-label="页面加载中"><div class="peg"></div></div>',
});

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
