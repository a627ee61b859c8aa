export * from './txTree';
export * from './round';
export * from './elements';
export * from './steps';
export * from './exit';
export * from './timelocks';
