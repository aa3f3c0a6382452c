import { PGlite } from '@electric-sql/pglite';
const t=Date.now();
const db = await PGlite.create();
console.log('create', Date.now()-t);
await db.exec(`create role app nologin; create table t(id int, tenant_id int); alter table t enable row level security; alter table t force row level security;
create policy p on t using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
grant select,insert on t to app; insert into t values (1,1),(2,2);`);
await db.transaction(async tx => { await tx.exec("set local role app; select set_config('app.tenant_id','2',true)"); console.log((await tx.query('select * from t')).rows, (await tx.query('select current_user')).rows); });
const t2=Date.now(); const c = await db.clone(); console.log('clone', Date.now()-t2, (await c.query('select count(*) from t')).rows);
