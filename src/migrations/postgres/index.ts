import * as migration_20261122_091507_initial from './20261122_091507_initial';

export const migrations = [
  {
    up: migration_20261122_091507_initial.up,
    down: migration_20261122_091507_initial.down,
    name: '20261122_091507_initial'
  },
];
