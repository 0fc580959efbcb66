import './app/zodJitless';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/table/lib/css/table.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './core/i18n/i18n';
import { createQueryClient } from './app/queryClient';
import './app/app.css';
import { createBridge } from './platform';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App bridge={createBridge()} queryClient={createQueryClient()} />
    </StrictMode>,
  ),
);
