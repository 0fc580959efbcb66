import type { FeatureScreens } from '../../core/screens';
import { MistakeRecordsPage, MyMistakesPage } from './MistakeRecordsPages';

/** The fines screens: every readable record at `/mistakeRecords`, one's own at `/mistakeRecords/me`. */
export const mistakesScreens: FeatureScreens = {
  routes: () => [
    { path: '/mistakeRecords', element: <MistakeRecordsPage /> },
    { path: '/mistakeRecords/me', element: <MyMistakesPage /> },
  ],
};
