import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GradualSectionsContext } from '../../shared/job-form/gradual-sections';
import { GuestApp } from './guest-app';
import { GuestPages } from './guest-routes';
import { makeGuestStore } from './guest-store';
import { registerServiceWorker } from './register-service-worker';
import '../global.css';
import '../icons.css';

// The entry of guest.html, which the server sends for /link, /new and /unsubscribe (decision 0052).
const element = document.getElementById('root');
if (!element) throw new Error('guest.html has no #root element');
createRoot(element).render(
  <StrictMode>
    <GuestApp store={makeGuestStore()}>
      <GradualSectionsContext.Provider value={true}>
        <GuestPages pathname={window.location.pathname} />
      </GradualSectionsContext.Provider>
    </GuestApp>
  </StrictMode>,
);
registerServiceWorker();
