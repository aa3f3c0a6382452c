import { isKnownPermission } from '@notaria/contracts';

/**
 * What a route needs, declared in its `config.access`:
 *  'public'      no session (captcha, login, health)
 *  'login'       any signed-in user (own profile, logout)
 *  'superAdmin'  user id 1 only
 *  a permission string from the registry, e.g. 'system:account:create'
 */
export type Access = 'public' | 'login' | 'superAdmin' | (string & {});

export function assertAccessDeclared(url: string, access: Access | undefined): void {
  if (access === undefined) throw new Error(`route ${url} declares no config.access`);
  if (access === 'public' || access === 'login' || access === 'superAdmin') return;
  if (!isKnownPermission(access) || access === '*') throw new Error(`route ${url} declares unknown permission "${access}"`);
}
