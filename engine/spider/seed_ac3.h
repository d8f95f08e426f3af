// The Spider seed article's constraint propagation, kept to measure it, not to use it.
//
// The seed makes each legal tableau move a variable whose domain is every other legal
// move, calls two moves compatible when they leave from different piles and go to
// different piles, runs AC-3 over every pair, and declares the position unsolvable when a
// domain empties. Compatibility of two moves played one after the other has nothing to do
// with whether the game can be won: a position whose only moves leave one pile (say a run
// that may go to two places) is "dead" for it and often winnable. So as a dead-end proof it
// is unsound, and as a move filter it removes nothing (the seed only orders by domain size).
// spider_solver_test.cpp measures how often it calls a position on a winning line dead.
#pragma once
#include "spider/position.h"

namespace sol::spider {

// True when the seed's AC-3 empties a domain, i.e. the seed would call `pos` unsolvable.
// Positions without tableau moves are not judged (the seed deals there).
bool seed_ac3_says_dead(const Position& pos);

} // namespace sol::spider
