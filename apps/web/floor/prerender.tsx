import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { FloorApp, createFloorClient } from './floor-app';

export function renderFloor(path: string): string {
  return renderToString(
    <StaticRouter location={path}>
      <FloorApp client={createFloorClient()} />
    </StaticRouter>,
  );
}
