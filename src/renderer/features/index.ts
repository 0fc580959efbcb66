import type { FeatureScreens } from '../core/screens';
// Import order is the stylesheets' cascade order: dashboard, orders, then the rest.
import { dashboardScreens } from './dashboard';
import { ordersScreens } from './orders';
import { profileScreens } from './profile';
import { settingsScreens } from './settings';
import { deletedScreens } from './deleted';
import { logsScreens } from './audit';
import { workingRegistersScreens } from './workingRegisters';
import { salariesScreens } from './salaries';
import { reportsScreens } from './reports';
import { peopleScreens } from './people';
import { paymentsScreens } from './payments';
import { permissionsScreens } from './permissions';
import { customersScreens } from './customers';
import { packagesScreens } from './packages';
import { userRequestsScreens } from './userRequests';
import { mistakesScreens } from './mistakes';

/**
 * Every feature's screens, composed by the app: their routes mount inside the private shell
 * before the generic resource routes, their modals replace the generic form of a resource.
 */
export const featureScreens: readonly FeatureScreens[] = [
  dashboardScreens,
  profileScreens,
  ordersScreens,
  settingsScreens,
  deletedScreens,
  logsScreens,
  workingRegistersScreens,
  salariesScreens,
  reportsScreens,
  peopleScreens,
  paymentsScreens,
  permissionsScreens,
  customersScreens,
  packagesScreens,
  userRequestsScreens,
  mistakesScreens,
];
