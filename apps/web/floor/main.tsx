import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FloorApp, createFloorClient } from './floor-app';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <BrowserRouter>
      <FloorApp client={createFloorClient()} />
    </BrowserRouter>
  </StrictMode>,
);
