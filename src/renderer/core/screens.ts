import { createContext, useContext, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** A create or edit form opened from the URL hash (spec section 2, modal routes). */
export interface ModalRoute {
  readonly resource: string;
  readonly mode: 'create' | 'edit';
  readonly id?: number;
  /** Create defaults from the hash's query: `#mistakeRecords/create?orderId=5`. */
  readonly defaults: Readonly<Record<string, string>>;
}

/** Opens a feature's own modal for a hash route, in place of the generic resource form. */
export type ScreenModal = (route: ModalRoute, onClose: () => void) => ReactNode;

/** Opens a feature's dialog of figures over a resource's orders: the list toolbar's chart button. */
export type ScreenAnalysis = (onClose: () => void) => ReactNode;

/**
 * What a feature adds to the private shell, exported from its public file: pages of its own,
 * and modals the URL hash opens for a resource (`#orders/create`).
 */
export interface FeatureScreens {
  /** Routes mounted inside the private shell, before the generic resource routes of the same paths. */
  readonly routes?: () => RouteObject[];
  /** The modal per resource name, opened instead of the generic create or edit form. */
  readonly modals?: Partial<Record<string, ScreenModal>>;
  /** The analysis dialog per resource name, offered on its list to users with `analysis` on it. */
  readonly analyses?: Partial<Record<string, ScreenAnalysis>>;
}

/** Every feature's screens in one: routes in feature order, modals and analyses by resource. */
export interface Screens {
  readonly routes: () => RouteObject[];
  readonly modals: Partial<Record<string, ScreenModal>>;
  readonly analyses: Partial<Record<string, ScreenAnalysis>>;
}

function byResource<T>(kind: string, parts: readonly (Partial<Record<string, T>> | undefined)[]) {
  const merged: Partial<Record<string, T>> = {};
  for (const part of parts) {
    for (const [resource, open] of Object.entries(part ?? {})) {
      if (Object.hasOwn(merged, resource)) throw new Error(`Two features open the ${resource} ${kind}`);
      merged[resource] = open;
    }
  }
  return merged;
}

/** Composes the features' screens; two features claiming one resource's modal or analysis is a programming error. */
export function composeScreens(features: readonly FeatureScreens[]): Screens {
  return {
    routes: () => features.flatMap((feature) => feature.routes?.() ?? []),
    modals: byResource(
      'modal',
      features.map((feature) => feature.modals),
    ),
    analyses: byResource(
      'analysis',
      features.map((feature) => feature.analyses),
    ),
  };
}

const NO_SCREENS: Screens = { routes: () => [], modals: {}, analyses: {} };

/** The composed screens, provided once by the app. */
export const ScreensContext = createContext<Screens>(NO_SCREENS);

/** The features' screens: the route table mounts their routes, the modal host opens their modals. */
export function useScreens(): Screens {
  return useContext(ScreensContext);
}
