/** The admin token the end-to-end test server accepts. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token";
