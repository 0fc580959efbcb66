/** The user requests feature, public face: its screens and a request's state with its decision. */
export { RequestDecision } from './RequestDecision';
export { userRequestsScreens } from './userRequestsScreens';
