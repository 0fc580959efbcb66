/** The working-register feature, public face: its screens and the header's schedule buttons. */
export { ScheduleLinks } from './ScheduleLinks';
export { workingRegistersScreens } from './workingRegistersScreens';
