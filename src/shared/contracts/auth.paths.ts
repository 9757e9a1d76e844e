/** URLs of the accounts API, without the Zod schemas (safe for any client bundle). */
export const authApi = {
  portalLogin: '/api/auth/login',
  pageLogin: '/api/login',
  adminLogin: '/api/admin/login',
  logout: '/api/auth/logout',
  customerLogout: '/api/auth/customer/logout',
  employeeLogout: '/api/auth/employee/logout',
  adminLogout: '/api/admin/logout',
  me: '/api/auth/me',
  changePassword: '/api/auth/password',
  passwordLink: (token: string) => `/api/auth/password-links/${encodeURIComponent(token)}`,
  customerProfile: '/api/auth/customer/profile',
  employeeProfile: '/api/auth/employee/profile',
} as const;

export const usersApi = {
  list: (query: { search?: string; role?: string } = {}) => {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.role && query.role !== 'all') params.set('role', query.role);
    const qs = params.toString();
    return qs ? `/api/users?${qs}` : '/api/users';
  },
  create: '/api/users',
  update: (id: number) => `/api/users/${id}`,
  status: (id: number) => `/api/users/${id}/status`,
  passwordLink: (id: number) => `/api/users/${id}/password-link`,
} as const;
