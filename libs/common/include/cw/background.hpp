#pragma once
// Work nobody waits on (event consumers, outbox relays, e-mail and webhook senders, sweeps) runs at a lower CPU
// priority than the threads that answer requests and sockets: when the cores are all busy, a user's request is
// served first and the background catches up after (its queues are durable: the outbox, Kafka, the e-mail table).
// Nothing is starved: a thread at this priority still gets about a quarter of what a normal one gets.
namespace cw {

// Lowers the calling thread's priority (nice kBackgroundNice); a system that refuses it changes nothing.
void run_as_background_work();

inline constexpr int kBackgroundNice = 5;

}  // namespace cw
