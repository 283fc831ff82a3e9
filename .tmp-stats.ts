import { openDatabase } from '/work/main/src/server/db/client';
import { seedDemoData } from '/work/main/src/server/db/seed/demo-data';
import { sql } from 'drizzle-orm';
const database = await openDatabase({});
await database.migrate();
const t = performance.now();
console.log(await seedDemoData(database.db));
console.log('seed ms', Math.round(performance.now() - t));
const tables = ['colleges','groups','group_athletes','sports','positions','high_schools','athletes','provided_services','provided_service_locations','calendar_entries','calendar_entry_services','clients','cards','bookings','booking_entries','payments'];
for (const tb of tables) {
  const r: any = await database.db.execute(sql.raw(`select count(*)::int n from ${tb}`));
  console.log(tb, r.rows[0].n);
}
const q = async (s: string) => { const r: any = await database.db.execute(sql.raw(s)); console.table(r.rows); };
await q(`select athlete_type, count(*)::int from athletes group by 1 order by 1`);
await q(`select training_type, package, privacy_setting, status, count(*)::int, sum((price_cents=0)::int) free, sum(hidden_from_trainer_page::int) hidden, sum(book_all_sessions_hint::int) hint from provided_services group by 1,2,3,4 order by 1,2,3,4`);
await q(`select count(*)::int sold_out_entries, count(distinct athlete_id)::int athletes from calendar_entries where free_slot=0 and from_time > now()`);
await q(`select count(distinct athlete_id)::int athletes_with_calendar, min(booking_date), max(booking_date), count(distinct booking_date)::int days from calendar_entries`);
await q(`select slug, first_name, last_name, email, athlete_type, time_zone, city, state, positions from athletes order by id limit 6`);
await q(`select slug, name, training_type, price_cents, client_service_fee_cents, stripe_fee_cents, days, min_grade, max_grade, package_start, package_end from provided_services order by id limit 8`);
await q(`select b.status, b.training_start_date_time, b.amount_cents, ce.booking_date, ce.free_slot, ce.max_slot from bookings b join booking_entries be on be.booking_id=b.id join calendar_entries ce on ce.id=be.calendar_entry_id`);
await q(`select a.time_zone, ce.booking_date, ce.from_time, ce.to_time, ce.entry_color from calendar_entries ce join athletes a on a.id=ce.athlete_id where a.time_zone='America/Los_Angeles' order by ce.id limit 3`);
await q(`select location, address, city, state, zip from provided_service_locations limit 4`);
await q(`select nickname, city, state from high_schools order by random() limit 5`);
await database.close();
