export { setup, teardown } from './src/testing/index';
