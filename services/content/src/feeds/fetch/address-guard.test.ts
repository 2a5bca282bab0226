import { describe, expect, it } from 'vitest';
import { refusedBecause } from './address-guard.ts';

describe('refusedBecause', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.255.0.1', 'private network'],
    ['172.31.255.255', 'private network'],
    ['192.168.1.1', 'private network'],
    ['169.254.169.254', 'link-local or cloud metadata'],
    ['100.64.0.1', 'shared address space'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'private network'],
    ['::ffff:10.0.0.1', 'private network'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local or cloud metadata'],
    ['2002:7f00:1::', 'loopback'],
  ])('refuses %s (%s)', (address, why) => {
    expect(refusedBecause(address)).toBe(why);
  });

  it.each(['8.8.8.8', '140.82.112.3', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets the public address %s through', (address) => {
    expect(refusedBecause(address)).toBeNull();
  });
});
