/** The embedded server's development admin (README "Demo accounts"), with its published secret. */
export const DEV_ADMIN = {
  email: 'admin@wheelhouse.dev',
  password: 'wheelhouse-admin',
  totpSecret: 'JBSWY3DPEHPK3PXPWHEELHOUSEADMIN2',
};
