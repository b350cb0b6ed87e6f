export { setup, teardown } from '@app/db/testing';
