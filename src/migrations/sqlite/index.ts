import * as migration_20261122_100043_initial from './20261122_100043_initial';

export const migrations = [
  {
    up: migration_20261122_100043_initial.up,
    down: migration_20261122_100043_initial.down,
    name: '20261122_100043_initial'
  },
];
