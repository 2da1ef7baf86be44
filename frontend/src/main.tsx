import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { opensOnLoginScreen } from './app/first-screen';
import { loadApp } from './app/load-app';
import { LoginScreen } from './app/login-screen';
import { prefetchApp } from './app/prefetch-app';
import './app/global.css';
import './app/icons.css';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

if (opensOnLoginScreen()) {
  // Once: this tab's sign-in and another tab's may both open the app.
  let opening: Promise<void> | undefined;
  const openApp = () => {
    // When the app cannot be loaded (a new release, a dropped connection), the page loads again
    // and, the session being stored, opens the app itself.
    opening ??= loadApp(root).catch(() => window.location.reload());
  };
  root.render(
    <StrictMode>
      <LoginScreen openApp={openApp} />
    </StrictMode>,
  );
  prefetchApp();
} else {
  void loadApp(root);
}
