import { createContext, useContext, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { ModalRoute } from '../engine';

/** Opens a feature's own modal for a hash route, in place of the generic resource form. */
export type ScreenModal = (route: ModalRoute, onClose: () => void) => ReactNode;

/**
 * What a feature adds to the private shell, exported from its public file: pages of its own,
 * and modals the URL hash opens for a resource (`#orders/create`).
 */
export interface FeatureScreens {
  /** Routes mounted inside the private shell, before the generic resource routes of the same paths. */
  readonly routes?: () => RouteObject[];
  /** The modal per resource name, opened instead of the generic create or edit form. */
  readonly modals?: Partial<Record<string, ScreenModal>>;
}

/** Every feature's screens in one: routes in feature order, modals by resource. */
export interface Screens {
  readonly routes: () => RouteObject[];
  readonly modals: Partial<Record<string, ScreenModal>>;
}

/** Composes the features' screens; two features claiming one resource's modal is a programming error. */
export function composeScreens(features: readonly FeatureScreens[]): Screens {
  const modals: Partial<Record<string, ScreenModal>> = {};
  for (const feature of features) {
    for (const [resource, open] of Object.entries(feature.modals ?? {})) {
      if (Object.hasOwn(modals, resource)) throw new Error(`Two features open the ${resource} modal`);
      modals[resource] = open;
    }
  }
  return { routes: () => features.flatMap((feature) => feature.routes?.() ?? []), modals };
}

const NO_SCREENS: Screens = { routes: () => [], modals: {} };

/** The composed screens, provided once by the app. */
export const ScreensContext = createContext<Screens>(NO_SCREENS);

/** The features' screens: the route table mounts their routes, the modal host opens their modals. */
export function useScreens(): Screens {
  return useContext(ScreensContext);
}
