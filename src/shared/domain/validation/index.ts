export * from './messages';
export * from './primitives';
export * from './authForms';
export * from './authBodies';
export * from './formErrors';
