#pragma once
// Tells the other processes of a service that something they keep changed (its outbox has new rows, the answers it
// holds in memory are stale), over a Redis channel, outside any database transaction: unlike a NOTIFY, which
// PostgreSQL serialises with the commit of every transaction that sends one.
//
// A message says only "something changed". Each process hears the others' (never its own) and acts as for a change
// of unknown extent; it does so too after each (re)subscription, since messages may have been missed meanwhile.
#include <cw/redis.hpp>
#include <cw/redis_subscriber.hpp>

#include <functional>
#include <string>

namespace cw {

class Broadcast {
 public:
  // on_change runs on the subscriber's thread and must not block.
  Broadcast(redis::Pool& redis, std::string channel, std::function<void()> on_change);
  Broadcast(const Broadcast&) = delete;
  Broadcast& operator=(const Broadcast&) = delete;

  // Tells every other subscribed process. Never throws: a message lost while Redis is away is made up for by the
  // listeners' own bound (a sweep, a lifetime) and by their resubscription.
  void tell_others();
  void stop() { subscriber_.stop(); }

 private:
  redis::Pool& redis_;
  std::string channel_;
  std::string self_;  // this process, so that it ignores its own messages
  std::function<void()> on_change_;
  redis::Subscriber subscriber_;  // last: its thread uses everything above
};

}  // namespace cw
