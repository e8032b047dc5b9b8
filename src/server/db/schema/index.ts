export * from './app-config';
export * from './auth';
export * from './account';
export * from './public-intake';
export * from './finance';
export * from './family';
export * from './documents';
