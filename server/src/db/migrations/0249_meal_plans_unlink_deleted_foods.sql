-- A member's food deleted before now stayed linked in their meal plans: the plan's copy of it kept
-- the food's id, the builder sent that id back on save, and the server refused it ("That food does
-- not exist or is not yours"), so the plan could no longer be changed. Deleting a food now unlinks
-- it from its owner's plans (unlinkFoodFromPlans: foodId null, name and figures kept, as the diary
-- keeps its entries); this does the same for the foods deleted before. No index: it runs once.
update meal_plans p set meals = (
  select jsonb_agg(jsonb_set(m, '{foods}', coalesce((
           select jsonb_agg(
                    case when jsonb_typeof(f -> 'foodId') = 'number'
                           and not exists (select 1 from foods fd where fd.id = (f ->> 'foodId')::int)
                         then jsonb_set(f, '{foodId}', 'null') else f end
                    order by fi)
           from jsonb_array_elements(m -> 'foods') with ordinality as fs (f, fi)), '[]')) order by mi)
  from jsonb_array_elements(p.meals) with ordinality as ms (m, mi))
where exists (
  select 1 from jsonb_array_elements(p.meals) m, jsonb_array_elements(m -> 'foods') f
  where jsonb_typeof(f -> 'foodId') = 'number'
    and not exists (select 1 from foods fd where fd.id = (f ->> 'foodId')::int));
