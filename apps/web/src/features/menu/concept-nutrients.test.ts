import { describe, expect, it } from 'vitest';
import { conceptValueText, CONCEPT_NUTRIENTS } from './concept-nutrients.ts';
import { declaredCalories } from './declared-calories.ts';
import { item } from './testing/test-fixtures.ts';

describe('concept nutrient values', () => {
  it('are declared as the Nutrition Facts panel declares them', () => {
    expect(conceptValueText(12.4, 'protein')).toBe('12g');
    expect(conceptValueText(0.7, 'dietary_fiber')).toBe('less than 1g');
    expect(conceptValueText(2384, 'sodium')).toBe('2380mg');
    expect(conceptValueText(3, 'cholesterol')).toBe('less than 5mg');
    expect(conceptValueText(127, 'calories')).toBe('130');
  });

  it('follow the fat rules: under 0.5 g is 0 g, under 5 g by 0.5 g, from 5 g by 1 g', () => {
    expect(conceptValueText(0.4, 'total_fat')).toBe('0g');
    expect(conceptValueText(0.7, 'saturated_fat')).toBe('0.5g');
    expect(conceptValueText(3.26, 'total_fat')).toBe('3.5g');
    expect(conceptValueText(8.6, 'total_fat')).toBe('9g');
  });

  it('round vitamin and mineral percentages by the panel steps', () => {
    expect(conceptValueText(1, 'percent')).toBe('0% DV');
    expect(conceptValueText(13, 'percent')).toBe('15% DV');
    expect(conceptValueText(64, 'percent')).toBe('60% DV');
  });

  it('say so when a value is missing', () => {
    expect(conceptValueText(null, 'total_fat')).toBe('Not available');
    expect(conceptValueText(-1, 'sodium')).toBe('Not available');
  });

  it('round every field of the fixed list, calories from fat as calories', () => {
    expect(CONCEPT_NUTRIENTS.find((n) => n.key === 'fat_calories')?.rounding).toBe('calories');
    expect(CONCEPT_NUTRIENTS.find((n) => n.key === 'sugars')?.rounding).toBe('total_sugars');
    expect(CONCEPT_NUTRIENTS).toHaveLength(15);
  });
});

describe('declared calories', () => {
  it('are the item calories rounded as the label rounds them, else its Calories nutrient', () => {
    expect(declaredCalories(item(1, 'Calzone', { calories: 247 }))).toBe('250');
    expect(declaredCalories(item(1, 'Soup', { calories: null, nutrients: [{ name: 'Calories', uom: 'kcal', value: '47', value_numeric: 47 }] }))).toBe('45');
    expect(declaredCalories(item(1, 'Water', { calories: 3 }))).toBe('0');
    expect(declaredCalories(item(1, 'Unknown', { calories: null }))).toBeNull();
  });
});
