CREATE TABLE "visit_labor" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"punches" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"rated_wage_minutes" numeric NOT NULL,
	"unrated_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_labor" ADD CONSTRAINT "visit_labor_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each visit's closed punches summed (decision 0047): kept by the triggers below in the transaction of every
-- change, by adding and taking away each punch's share. Shares commute, and the upsert takes the row's lock, so
-- two punches of one visit changed at once both count. Invariant, for every visit with a closed punch:
--   punches = count, worked_minutes = sum(m), rated_wage_minutes = sum(m x rate) over punches whose employee has
--   a rate, unrated_minutes = sum(m) over the others; m = worked_minutes, else clock-out minus clock-in, rounded.
CREATE FUNCTION "visit_labor_add"(visit integer, employee integer, minutes integer, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	rate numeric;
BEGIN
	-- The employee's rate as committed, waiting for a change of it under way: that change's own trigger
	-- (visit_labor_rate) cannot see this punch, so this one must see the new rate.
	SELECT u.hourly_rate INTO rate FROM users u WHERE u.id = employee FOR SHARE;
	INSERT INTO visit_labor AS l (booking_id, punches, worked_minutes, rated_wage_minutes, unrated_minutes)
	VALUES (visit, sign, sign * minutes,
		CASE WHEN rate IS NULL THEN 0 ELSE sign * minutes * rate END,
		CASE WHEN rate IS NULL THEN sign * minutes ELSE 0 END)
	ON CONFLICT (booking_id) DO UPDATE SET
		punches = l.punches + excluded.punches,
		worked_minutes = l.worked_minutes + excluded.worked_minutes,
		rated_wage_minutes = l.rated_wage_minutes + excluded.rated_wage_minutes,
		unrated_minutes = l.unrated_minutes + excluded.unrated_minutes;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "visit_labor_punch"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.booking_id IS NOT NULL AND OLD.clock_out IS NOT NULL THEN
		PERFORM visit_labor_add(OLD.booking_id, OLD.employee_id,
			coalesce(OLD.worked_minutes, round(extract(epoch FROM OLD.clock_out - OLD.clock_in) / 60)::integer), -1);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.booking_id IS NOT NULL AND NEW.clock_out IS NOT NULL THEN
		PERFORM visit_labor_add(NEW.booking_id, NEW.employee_id,
			coalesce(NEW.worked_minutes, round(extract(epoch FROM NEW.clock_out - NEW.clock_in) / 60)::integer), 1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "visit_labor_punch" AFTER INSERT OR DELETE OR UPDATE OF booking_id, employee_id, clock_in, clock_out, worked_minutes
ON "time_entries" FOR EACH ROW EXECUTE FUNCTION visit_labor_punch();
--> statement-breakpoint
-- A new pay rate re-prices the employee's punches of every visit (the figures follow the books as they are now).
CREATE FUNCTION "visit_labor_rate"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO visit_labor AS l (booking_id, punches, worked_minutes, rated_wage_minutes, unrated_minutes)
	SELECT t.booking_id, 0, 0,
		sum(m.minutes) * (coalesce(NEW.hourly_rate, 0) - coalesce(OLD.hourly_rate, 0)),
		sum(m.minutes) * ((NEW.hourly_rate IS NULL)::integer - (OLD.hourly_rate IS NULL)::integer)
	FROM time_entries t
	CROSS JOIN LATERAL (SELECT coalesce(t.worked_minutes, round(extract(epoch FROM t.clock_out - t.clock_in) / 60)::integer) AS minutes) m
	WHERE t.employee_id = NEW.id AND t.booking_id IS NOT NULL AND t.clock_out IS NOT NULL
	GROUP BY t.booking_id
	ON CONFLICT (booking_id) DO UPDATE SET
		rated_wage_minutes = l.rated_wage_minutes + excluded.rated_wage_minutes,
		unrated_minutes = l.unrated_minutes + excluded.unrated_minutes;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "visit_labor_rate" AFTER UPDATE OF hourly_rate ON "users"
FOR EACH ROW WHEN (OLD.hourly_rate IS DISTINCT FROM NEW.hourly_rate) EXECUTE FUNCTION visit_labor_rate();
--> statement-breakpoint
-- The punches already there.
INSERT INTO visit_labor (booking_id, punches, worked_minutes, rated_wage_minutes, unrated_minutes)
SELECT t.booking_id, count(*), sum(m.minutes),
	coalesce(sum(m.minutes * u.hourly_rate), 0),
	coalesce(sum(m.minutes) FILTER (WHERE u.hourly_rate IS NULL), 0)
FROM time_entries t
JOIN users u ON u.id = t.employee_id
CROSS JOIN LATERAL (SELECT coalesce(t.worked_minutes, round(extract(epoch FROM t.clock_out - t.clock_in) / 60)::integer) AS minutes) m
WHERE t.booking_id IS NOT NULL AND t.clock_out IS NOT NULL
GROUP BY t.booking_id;
