import type { SeedQuestion } from "./seed-questions";

/**
 * The demo set of questions marked for the visitor trial, seeded by `npm start` beside the
 * main bank (scripts/seed-questions.ts). Paid runs never serve these, and the main bank
 * holds none of them: a trial is cheap to repeat, so whatever it teaches must buy nothing
 * in a run. Easy, everyday and unmistakable, so a first visitor can win.
 */
const q = (
  id: string,
  language: SeedQuestion["language"],
  difficulty: SeedQuestion["difficulty"],
  text: string,
  options: SeedQuestion["options"],
  answer: SeedQuestion["answer"],
): SeedQuestion => ({ id, language, difficulty, seconds: 20, text, options, answer });

// biome-ignore format: one question per line reads as a table
export const seedTrialQuestions: SeedQuestion[] = [
  q("trial-en-01", "en", "Too Easy", "Which of these animals can fly?", ["Cow", "Goat", "Parrot", "Horse"], "c"),
  q("trial-en-02", "en", "Too Easy", "How many fingers are there on one hand?", ["Five", "Three", "Seven", "Ten"], "a"),
  q("trial-en-03", "en", "Too Easy", "Which day comes before Saturday?", ["Sunday", "Monday", "Friday", "Tuesday"], "c"),
  q("trial-en-04", "en", "Too Easy", "What colour is fresh grass?", ["Green", "Pink", "White", "Orange"], "a"),
  q("trial-en-05", "en", "Too Easy", "What is 10 + 10?", ["20", "15", "30", "100"], "a"),
  q("trial-en-06", "en", "Too Easy", "Which of these is used to cut paper?", ["Spoon", "Pillow", "Scissors", "Cup"], "c"),
  q("trial-en-07", "en", "Easy", "How many ears does a cat have?", ["One", "Three", "Two", "Six"], "c"),
  q("trial-en-08", "en", "Easy", "Which season is the coldest?", ["Summer", "Spring", "Monsoon", "Winter"], "d"),
  q("trial-en-09", "en", "Too Easy", "Which animal gives us wool?", ["Dog", "Fish", "Hen", "Sheep"], "d"),
  q("trial-en-10", "en", "Too Easy", "Which of these lives in water?", ["Fish", "Camel", "Sparrow", "Rabbit"], "a"),
  q("trial-en-11", "en", "Easy", "How many eyes does a person have?", ["One", "Three", "Four", "Two"], "d"),
  q("trial-en-12", "en", "Too Easy", "What do we use to see?", ["Ears", "Eyes", "Nose", "Hands"], "b"),
  q("trial-en-13", "en", "Too Easy", "Which shape is round?", ["Square", "Triangle", "Rectangle", "Circle"], "d"),
  q("trial-en-14", "en", "Easy", "What is 5 × 2?", ["7", "10", "12", "52"], "b"),
  q("trial-en-15", "en", "Easy", "Which of these do we sleep on?", ["Bed", "Plate", "Bucket", "Spoon"], "a"),
  q("trial-en-16", "en", "Too Easy", "What colour is milk?", ["Blue", "White", "Green", "Red"], "b"),
  q("trial-en-17", "en", "Too Easy", "Which animal barks?", ["Dog", "Cow", "Duck", "Fish"], "a"),
  q("trial-en-18", "en", "Too Easy", "How many legs does a dog have?", ["Two", "Four", "Six", "Eight"], "b"),
  q("trial-en-19", "en", "Easy", "Which month comes first in the year?", ["March", "December", "January", "June"], "c"),
  q("trial-en-20", "en", "Too Easy", "What do we drink when we are thirsty?", ["Sand", "Stones", "Paper", "Water"], "d"),
  q("trial-en-21", "en", "Too Easy", "What is the opposite of big?", ["Tall", "Small", "Long", "Wide"], "b"),
  q("trial-en-22", "en", "Too Easy", "What is 3 + 4?", ["7", "6", "8", "5"], "a"),
  q("trial-en-23", "en", "Too Easy", "Which of these animals has a trunk?", ["Elephant", "Lion", "Zebra", "Monkey"], "a"),
  q("trial-en-24", "en", "Too Easy", "Which of these do we wear on our feet?", ["Hat", "Gloves", "Shoes", "Scarf"], "c"),
  q("trial-hi-01", "hi", "Too Easy", "मुर्गी हमें क्या देती है?", ["अंडा", "दूध", "ऊन", "शहद"], "a"),
  q("trial-hi-02", "hi", "Easy", "एक हफ़्ते में कितने दिन होते हैं?", ["पाँच", "छह", "सात", "आठ"], "c"),
  q("trial-hi-03", "hi", "Too Easy", "साफ़ दिन में आसमान किस रंग का दिखता है?", ["हरा", "लाल", "नीला", "काला"], "c"),
  q("trial-hi-04", "hi", "Too Easy", "रविवार से पहले कौन-सा दिन आता है?", ["शनिवार", "मंगलवार", "बुधवार", "गुरुवार"], "a"),
  q("trial-hi-05", "hi", "Too Easy", "10 + 10 का जोड़ क्या है?", ["20", "15", "30", "100"], "a"),
  q("trial-hi-06", "hi", "Too Easy", "हम किससे देखते हैं?", ["कान", "आँख", "नाक", "हाथ"], "b"),
  q("trial-hi-07", "hi", "Too Easy", "इनमें से कौन पानी में रहता है?", ["मछली", "ऊँट", "गौरैया", "खरगोश"], "a"),
  q("trial-hi-08", "hi", "Easy", "साल में कितने महीने होते हैं?", ["10", "11", "12", "13"], "c"),
  q("trial-hi-09", "hi", "Too Easy", "इनमें से कौन उड़ सकता है?", ["गाय", "बकरी", "तोता", "घोड़ा"], "c"),
  q("trial-hi-10", "hi", "Too Easy", "पका केला किस रंग का होता है?", ["नीला", "पीला", "काला", "बैंगनी"], "b"),
  q("trial-hi-11", "hi", "Too Easy", "साइकिल में कितने पहिये होते हैं?", ["चार", "तीन", "छह", "दो"], "d"),
  q("trial-hi-12", "hi", "Too Easy", "मधुमक्खी क्या बनाती है?", ["दूध", "रेशम", "शहद", "ऊन"], "c"),
];
