import type { RouteObject } from 'react-router';
import { RESOURCE_LIST } from '../../shared/domain/resources';
import { ModalPathRedirect } from './ModalPathRedirect';
import { ResourceListPage } from './ResourceListPage';
import { ResourceShowRoute } from './ResourceShowRoute';

/**
 * Routes of the generic screens, to mount inside the private shell and its guard: for every
 * resource of the registry `/{r}`, `/{r}/create`, `/{r}/:id/edit`, `/{r}/:id/show` and
 * `/auth/{r}/:id/show`. Paths are static per resource, so a feature's own route for the same
 * path placed before these wins.
 */
export function resourceRoutes(): RouteObject[] {
  return RESOURCE_LIST.flatMap(({ name }): RouteObject[] => [
    { path: `/${name}`, element: <ResourceListPage key={name} resource={name} /> },
    { path: `/${name}/create`, element: <ModalPathRedirect resource={name} mode="create" /> },
    { path: `/${name}/:id/edit`, element: <ModalPathRedirect resource={name} mode="edit" /> },
    { path: `/${name}/:id/show`, element: <ResourceShowRoute resource={name} /> },
    { path: `/auth/${name}/:id/show`, element: <ResourceShowRoute resource={name} /> },
  ]);
}
