export * from './types';
export * from './messages';
export * from './actors';
export * from './transitions';
export * from './actionPanel';
export * from './stepForStatus';
