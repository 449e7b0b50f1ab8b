import { EVAL_LIMIT } from './score.js';

/**
 * The Monte-Carlo search's tree (mcts.ts). Rewards are win probabilities in 0..1, each node's from
 * the view of the side that played the move into it, so a parent picks the child best for itself.
 */
export class TreeNode {
  visits = 0;
  /** Sum of the rewards backed up through this node. */
  reward = 0;
  readonly children: TreeNode[] = [];
  /** The moves the node may widen to, best first by the evaluation; null until first expanded. */
  candidates: Int32Array | null = null;
  /** The evaluation's win probability of each candidate, for the side playing it. */
  priors: Float64Array | null = null;
  /** The reward of a finished position, for the side that moved into it; -1 while the game goes on. */
  terminal = -1;
  /** The minimax of the evaluations below (implicit minimax backups), for the side that moved into it. */
  minimax: number;

  constructor(
    readonly move: number,
    /** The evaluation's win probability of this node, before any visit. */
    readonly prior: number,
  ) {
    this.minimax = prior;
  }
}

/**
 * Sets an expanded node's minimax from its children's and, for the candidates not yet children,
 * from the best of their priors (the candidates are in the priors' order): the reply best for the
 * side to move is the worst for the side that moved into the node.
 */
export function backUpMinimax(node: TreeNode): void {
  const { children } = node;
  let best = children.length < node.candidates!.length ? node.priors![children.length] : 0;
  for (const child of children) if (child.minimax > best) best = child.minimax;
  node.minimax = 1 - best;
}

/**
 * Exploration constant of UCT: small, since the rewards come from an evaluation rather than from
 * played-out games, and Amazons' trees are too wide to explore evenly (Lorentz used 0.4 or less).
 */
const EXPLORATION = 0.3;
/**
 * Progressive bias: a child's prior counts as this many visits of its mean, so the first visits
 * follow the evaluation and the playouts take over as they accumulate.
 */
const PRIOR_VISITS = 4;
/**
 * Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, "Monte Carlo tree search with
 * heuristic evaluations using implicit minimax backups", 2014): a child's value mixes its mean
 * reward with the minimax of the evaluations in its subtree by this weight, which the averages
 * alone are too slow to find in a tree this wide.
 */
const MINIMAX_WEIGHT = 0.5;
/** Progressive widening: a node considers WIDEN_BASE + sqrt(visits) of its best candidates. */
const WIDEN_BASE = 2;

/** The child to descend to: the next candidate while the node may widen, else the best by UCT. */
export function selectChild(node: TreeNode): TreeNode {
  const candidates = node.candidates!;
  const allowed = Math.min(candidates.length, Math.floor(WIDEN_BASE + Math.sqrt(node.visits)));
  const { children } = node;
  if (children.length < allowed) {
    const child = new TreeNode(candidates[children.length], node.priors![children.length]);
    children.push(child);
    return child;
  }
  const logN = Math.log(node.visits + 1);
  let best = children[0];
  let bestValue = -Infinity;
  for (const child of children) {
    const n = child.visits + PRIOR_VISITS;
    const mean = (child.reward + PRIOR_VISITS * child.prior) / n;
    const value = (1 - MINIMAX_WEIGHT) * mean + MINIMAX_WEIGHT * child.minimax + EXPLORATION * Math.sqrt(logN / n);
    if (value > bestValue) {
      bestValue = value;
      best = child;
    }
  }
  return best;
}

/** The answer's child: the most visited, as robust UCT does; the prior breaks ties. */
export function mostVisited(node: TreeNode): TreeNode | null {
  let best: TreeNode | null = null;
  for (const child of node.children) if (best === null || child.visits > best.visits || (child.visits === best.visits && child.prior > best.prior)) best = child;
  return best;
}

/** A node's mean reward, its prior while unvisited. */
export function meanReward(node: TreeNode): number {
  return node.visits > 0 ? node.reward / node.visits : node.prior;
}

/** An evaluation (side to move's view) as the side to move's win probability: logistic, `scale` units for odds of e to 1. */
export function winProbability(value: number, scale: number): number {
  return 1 / (1 + Math.exp(-value / scale));
}

/** A win probability back on the evaluation's scale, inside the heuristic range (never a proof). */
export function scoreOf(p: number, scale: number): number {
  const clamped = Math.min(Math.max(p, 1e-9), 1 - 1e-9);
  const value = Math.round(scale * Math.log(clamped / (1 - clamped)));
  return Math.max(-EVAL_LIMIT + 1, Math.min(EVAL_LIMIT - 1, value));
}
