import type { ResourceName } from '../domain/resources';
import { catalogue, type Catalogue, type Endpoint, type EndpointKey } from './endpoint';
import { analysisEndpoints } from './endpoints/analysis';
import { authEndpoints } from './endpoints/auth';
import { backupsEndpoints } from './endpoints/backups';
import { commentsEndpoints, mistakesEndpoints } from './endpoints/comments';
import { eventsEndpoints } from './endpoints/events';
import { exportEndpoints } from './endpoints/exports';
import { imageSearchEndpoints } from './endpoints/imageSearch';
import { fileLinksEndpoints } from './endpoints/fileLinks';
import { orderHistoryEndpoints } from './endpoints/orderHistories';
import { orderEndpoints } from './endpoints/orders';
import { orderStageEndpoints } from './endpoints/orderStages';
import { paymentsEndpoints } from './endpoints/payments';
import { genericEndpoints, type resourceEndpoints } from './endpoints/resources';
import { salariesEndpoints } from './endpoints/salaries';
import { savedViewsEndpoints } from './endpoints/savedViews';
import { customerActivitiesEndpoints } from './endpoints/customerActivities';
import { apiTokensEndpoints } from './endpoints/apiTokens';
import { trelloEndpoints } from './endpoints/trello';
import { uploadsEndpoints } from './endpoints/uploads';
import { userRequestsEndpoints } from './endpoints/userRequests';
import { usersEndpoints } from './endpoints/users';
import { webhooksEndpoints } from './endpoints/webhooks';
import { designReviewEndpoints } from './endpoints/designReview';
import { workingRegistersEndpoints } from './endpoints/workingRegisters';

/**
 * The REST contract of `/api/v1`: every endpoint, described once. The server registers its
 * routes from it, the OpenAPI document at `/api/v1/openapi.json` is generated from it, and
 * the renderer calls the API only through it (`createApiCaller`), so a misspelt path, a
 * missing body field or a wrong answer type fails the typecheck.
 */

const CUSTOM = [
  ...authEndpoints,
  ...usersEndpoints,
  ...orderEndpoints,
  ...orderStageEndpoints,
  ...imageSearchEndpoints,
  ...trelloEndpoints,
  ...orderHistoryEndpoints,
  ...commentsEndpoints,
  ...mistakesEndpoints,
  ...uploadsEndpoints,
  ...fileLinksEndpoints,
  ...backupsEndpoints,
  ...workingRegistersEndpoints,
  ...salariesEndpoints,
  ...paymentsEndpoints,
  ...userRequestsEndpoints,
  ...analysisEndpoints,
  ...exportEndpoints,
  ...eventsEndpoints,
  ...savedViewsEndpoints,
  ...customerActivitiesEndpoints,
  ...apiTokensEndpoints,
  ...webhooksEndpoints,
  ...designReviewEndpoints,
] as const;

/** Endpoints of the capability modules; where one shares a generic endpoint's path, it replaces it. */
export const CUSTOM_ENDPOINTS: Catalogue<typeof CUSTOM> = catalogue(CUSTOM);

type GenericEndpoint = { [N in ResourceName]: ReturnType<typeof resourceEndpoints<N>>[number] }[ResourceName];
type GenericCatalogue = { readonly [E in GenericEndpoint as EndpointKey<E>]: E };
type CustomCatalogue = typeof CUSTOM_ENDPOINTS;

/** The whole catalogue, keyed by `METHOD /path`. */
export type ApiCatalogue = Omit<GenericCatalogue, keyof CustomCatalogue> & CustomCatalogue;
export type ApiKey = Extract<keyof ApiCatalogue, string>;

export const API = {
  ...(catalogue(genericEndpoints) as unknown as GenericCatalogue),
  ...CUSTOM_ENDPOINTS,
} as ApiCatalogue;

/** Every endpoint of the catalogue. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API);

/** True when the engine serves this endpoint (no module replaced it). */
export const isGenericEndpoint = (e: Endpoint): boolean => !Object.hasOwn(CUSTOM_ENDPOINTS, `${e.method} ${e.path}`);
