import type { FeatureScreens } from '../../core/screens';
import { MySchedulePage } from './MySchedulePage';
import { RegisterPage } from './RegisterPage';
import { RegistersPage } from './RegistersPage';

/**
 * The working-register screens of spec section 2, in place of the generic ones: the calendar
 * (`/workingRegisters`), my schedule (`/me`), and registering days for myself (`/create`) or
 * for someone (`/{userId}`).
 */
export const workingRegistersScreens: FeatureScreens = {
  routes: () => [
    { path: '/workingRegisters', element: <RegistersPage /> },
    { path: '/workingRegisters/me', element: <MySchedulePage /> },
    { path: '/workingRegisters/create', element: <RegisterPage /> },
    { path: '/workingRegisters/:userId', element: <RegisterPage /> },
  ],
};
