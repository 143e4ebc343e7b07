/** The caching front of the e2e server listens on the port after the shop's. */
export const frontPortFor = (port) => Number(port) + 1
