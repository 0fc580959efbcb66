/** The working-register feature, public face: its screens, the header's schedule buttons and a user's working-times tab. */
export { ScheduleLinks } from './ScheduleLinks';
export { UserWorkingTimes } from './UserWorkingTimes';
export { workingRegistersScreens } from './workingRegistersScreens';
